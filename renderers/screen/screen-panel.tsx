// The frame of a schema screen: a titled panel that looks like antd's Card. Not the Card itself:
// it brings Skeleton and Tabs for features a screen never uses (loading and tab headers), ~6 KB
// gzip on every list screen (docs/performance.md). A section named by its heading, so users of
// screen readers, and tests, find a screen by its title.
import { theme } from 'antd';
import { useId, type ReactNode } from 'react';

export function ScreenPanel({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section
      aria-labelledby={headingId}
      className="screen-panel"
      style={{ background: token.colorBgContainer, border, borderRadius: token.borderRadiusLG }}
    >
      <h2
        id={headingId}
        style={{
          margin: 0,
          padding: `${token.padding}px ${token.paddingLG}px`,
          borderBottom: border,
          color: token.colorTextHeading,
          fontSize: token.fontSizeLG,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightLG,
        }}
      >
        {title}
      </h2>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
