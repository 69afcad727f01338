// The API documentation (menu tools/swagger): the server's Swagger UI page /doc.html, framed,
// with a link to open it on its own.
import { Button, Card } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export const DOC_PATH = '/doc.html';

export default function SwaggerPage() {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('apiDoc.title')}
      styles={{ body: { padding: 0 } }}
      extra={
        <Button icon={<ExportOutlined />} href={DOC_PATH} target="_blank" rel="noopener">
          {t('apiDoc.open')}
        </Button>
      }
    >
      <iframe
        title={t('apiDoc.title')}
        src={DOC_PATH}
        style={{ width: '100%', height: 'calc(100vh - 220px)', minHeight: 480, border: 0 }}
      />
    </Card>
  );
}
