// The organisation seeded on first start: the tenant, its departments, its roles and the
// dictionaries the screens use (their labels are data, editable in the dictionary screen).
import { dict, shopDicts, type SeedDict } from './shop-dicts';

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

const enabledDisabled = { true: ['激活', '啟用', 'Active'], false: ['禁用', '停用', 'Disabled'] } as const;

export const seedDicts: readonly SeedDict[] = [
  dict('user_status', '用户状态', enabledDisabled),
  dict('dept_status', '部门状态', enabledDisabled),
  dict('job_status', '岗位状态', { true: ['启用', '啟用', 'Enabled'], false: ['停用', '停用', 'Disabled'] }),
  dict('sex', '性别', { male: ['男', '男', 'Male'], female: ['女', '女', 'Female'] }),
  dict('yes_no', '是否', { Y: ['是', '是', 'Yes'], N: ['否', '否', 'No'] }),
  ...shopDicts,
];
