import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';

export function HomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(paths.home)}>
      {t('common.backHome')}
    </Button>
  );
}
