// A failed login's message above the form: antd Alert's look (error colours, icon) in plain
// markup, since Alert and its motion weigh ~4 KB gzip on /login's 200 KB budget.
import { theme } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';

export function ErrorBanner({ message }: { message: string }) {
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        marginBottom: 24,
        padding: `${token.paddingXS}px ${token.paddingContentHorizontalSM}px`,
        color: token.colorText,
        background: token.colorErrorBg,
        border: `${token.lineWidth}px solid ${token.colorErrorBorder}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <CloseCircleFilled style={{ color: token.colorError }} />
      <span>{message}</span>
    </div>
  );
}
