// The organisation seeded on first start: the tenant, its departments, its roles and the
// dictionaries the screens use (their labels are data, editable in the dictionary screen).
import { shopDicts, type SeedDict } from './shop-dicts';

export const seedTenant = { code: 'default', name: '默认租户' };

/** A department tree; the admin is placed in the one named by `adminDept`. */
export const seedDepts = {
  name: '总部',
  children: ['研发部', '市场部', '运营部', '客服部'],
};
export const adminDept = '研发部';

export const seedRoles = {
  admin: { code: 'admin', name: '超级管理员', description: '拥有全部菜单和权限', dataScope: 'all' },
  operator: { code: 'operator', name: '运营人员', description: '网站内容、商城和客服', dataScope: 'dept' },
} as const;

export const seedAdmin = { username: 'admin', nickName: '管理员', email: 'admin@example.com' };

const enabledDisabled = [
  { label: '激活', value: 'true' },
  { label: '禁用', value: 'false' },
];

export const seedDicts: readonly SeedDict[] = [
  { name: 'user_status', description: '用户状态', details: enabledDisabled },
  { name: 'dept_status', description: '部门状态', details: enabledDisabled },
  {
    name: 'job_status',
    description: '岗位状态',
    details: [
      { label: '启用', value: 'true' },
      { label: '停用', value: 'false' },
    ],
  },
  {
    name: 'sex',
    description: '性别',
    details: [
      { label: '男', value: 'male' },
      { label: '女', value: 'female' },
    ],
  },
  {
    name: 'yes_no',
    description: '是否',
    details: [
      { label: '是', value: 'Y' },
      { label: '否', value: 'N' },
    ],
  },
  ...shopDicts,
];
