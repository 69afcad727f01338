import { Spin } from 'antd';

/** Shown while the first page of the session is being prepared. */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
