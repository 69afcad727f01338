// The renderer reads its texts through react-i18next (the app's default namespace); the bench
// pages give it the zh_CN renderer and common texts, as the app does on a Chinese page, and the
// label of their own button (`bench.open`), so that, as in the app, texts have been translated
// before a measured click: i18next's first translation of a page costs ~5 ms (its code runs cold).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../src/locales/zh_CN/common.json';
import renderer from '../../src/locales/zh_CN/renderer.json';

export function initBenchI18n(): void {
  void i18n.use(initReactI18next).init({
    lng: 'zh_CN',
    resources: { zh_CN: { translation: { ...common, ...renderer, 'bench.open': 'open' } } },
    interpolation: { escapeValue: false },
  });
}
