// The antd components /login mounts, rendered once by the build to write their styles ahead
// (scripts/build/antd-styles.tsx, vite.config.ts): the page then finds them in a stylesheet and
// skips antd's CSS-in-JS, most of its first render. Not part of the app's bundle. A component
// added to the page but not here still works, with its styles written at run time; the e2e test
// `login-styles` fails then, so that this list is kept whole.
import { Button, Checkbox, Flex, Input } from 'antd';

export function LoginAntdParts() {
  return (
    <Flex>
      <Button type="primary" />
      <Checkbox />
      <Input />
      <Input.Password />
    </Flex>
  );
}
