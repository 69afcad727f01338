import type { ScreenTextLanguage } from './screen-schema';

/** One node of GET api/sysMenu/build (docs/api.md): the browser builds its routes from the tree. */
export interface MenuItem {
  name: string;
  path: string;
  /** "Layout" / "ParentView" for directories, otherwise a schema id or hand-written view name. */
  component: string;
  hidden: boolean;
  redirect: string | null;
  alwaysShow: boolean;
  meta: {
    /** An i18n key. */
    title: string;
    icon: string;
    noCache: boolean;
    /** The title in each language when it is a screen's own text (made in the studio), not the app's. */
    texts?: Record<ScreenTextLanguage, string>;
  };
  children?: MenuItem[];
}
