// The foreign-trade toolkit: an external tools page in a new tab (spec §2).
import { Tooltip } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The spec does not name the address; this is the product's tools page. */
export const TOOLKIT_URL = 'https://tools.hierpuni.com/';

export function ToolkitLink() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('layout.header.toolkit')}>
      <a
        className="header-tool"
        data-testid="toolkit-link"
        href={TOOLKIT_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('layout.header.toolkit')}
      >
        <ToolOutlined />
      </a>
    </Tooltip>
  );
}
