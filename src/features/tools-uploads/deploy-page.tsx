// Deployment packages (/tools/deploy, POST|GET|DELETE api/deploy/upload): stored only; nothing is
// unpacked or started from here.
import { useTranslation } from 'react-i18next';
import { FileListPage } from './file-list-page';

export default function DeployPage() {
  const { t } = useTranslation();
  return (
    <FileListPage
      path="api/deploy/upload"
      title="tools.uploads.deployTitle"
      permissions={{ add: 'deploy:add', del: 'deploy:del' }}
      accept=".zip,.jar,.war,.tar.gz,.tgz"
      hint="tools.uploads.deployHint"
      testId="deploy-packages"
      columns={[{ dataIndex: 'uploadedBy', title: t('tools.uploads.uploadedBy'), width: 120 }]}
    />
  );
}
