// The peer of /login for the bundle budget (bench/bundle-budget.ts): the same screen written as a
// conventional antd page (antd Form with its rules, Input, Password, Checkbox, Button, the captcha
// picture and the three language buttons), with no router, i18n, stores or prerendering. It calls
// the server with axios, the HTTP client of the owner's stack, as a hand-written page of it would.
import { useEffect, useState } from 'react';
import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { Button, Checkbox, ConfigProvider, Flex, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import zhCN from 'antd/es/locale/zh_CN';

interface Captcha {
  img: string;
  uuid: string;
}

function LoginPage() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = async () => setCaptcha((await axios.get<Captcha>('/prod-api/auth/code')).data);
  useEffect(() => void refresh(), []);
  const submit = async (values: Record<string, unknown>) => {
    const response = await axios.post(
      '/prod-api/auth/login',
      { ...values, uuid: captcha?.uuid },
      {
        validateStatus: () => true,
      },
    );
    if (response.status === 200) location.assign('/');
    else void refresh();
  };
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <section style={{ width: 400, padding: '24px 32px 32px', background: '#fff', borderRadius: 8 }}>
        <Flex justify="space-between" align="center">
          <strong>后台管理系统</strong>
          <Flex gap={4}>
            <Button size="small" type="primary">
              简体中文
            </Button>
            <Button size="small" type="text">
              繁體中文
            </Button>
            <Button size="small" type="text">
              English
            </Button>
          </Flex>
        </Flex>
        <h1>登录</h1>
        <Form name="login" size="large" onFinish={(values) => void submit(values)}>
          <Form.Item name="username" rules={[{ required: true, message: '用户名不能为空' }]}>
            <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '密码不能为空' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
          </Form.Item>
          <Flex gap={8} align="start">
            <Form.Item name="code" rules={[{ required: true, message: '验证码不能为空' }]} style={{ flex: 1 }}>
              <Input prefix={<SafetyOutlined />} placeholder="验证码" autoComplete="off" />
            </Form.Item>
            <img src={captcha?.img} alt="验证码" width={120} height={40} onClick={() => void refresh()} />
          </Flex>
          <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
            <Form.Item name="rememberMe" valuePropName="checked" noStyle>
              <Checkbox>记住我</Checkbox>
            </Form.Item>
            <a href="/forget">忘记密码</a>
          </Flex>
          <Button type="primary" htmlType="submit" block>
            登录
          </Button>
        </Form>
      </section>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <LoginPage />
  </ConfigProvider>,
);
