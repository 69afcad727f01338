/** A user as their own account sees it. */
export interface UserProfile {
  id: number;
  tenantId: number;
  username: string;
  nickName: string;
  avatar: string;
  email: string;
  phone: string;
  gender: string;
  deptName: string;
}

/** GET auth/info, and the `user` of POST auth/login (docs/api.md): profile, role codes, authorities. */
export interface UserInfo extends UserProfile {
  roles: string[];
  authorities: { authority: string }[];
}
