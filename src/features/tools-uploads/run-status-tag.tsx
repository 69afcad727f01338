// A database script run's outcome, the same tag in the list's last-run column and in the history.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RunStatus } from './api';

export function RunStatusTag({ status }: { status: RunStatus }) {
  const { t } = useTranslation();
  const ok = status === 'success';
  return <Tag color={ok ? 'success' : 'error'}>{t(ok ? 'tools.uploads.runSuccess' : 'tools.uploads.runFailed')}</Tag>;
}
