import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A menu item whose component is neither a screen schema nor a registered view. */
export default function ViewNotFoundPage({ component }: { component: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('errors.viewNotFound.title')}
      subTitle={t('errors.viewNotFound.message', { component })}
    />
  );
}
