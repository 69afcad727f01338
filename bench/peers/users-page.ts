// What the click of the table peers asks for: the users' first page of 20 from the real server,
// with the token the bench stored, read as plainly as a hand-written page would.
export interface UsersPage<User> {
  rows: User[];
  total: number;
}

export async function fetchUsersPage<User>(): Promise<UsersPage<User>> {
  const response = await fetch('/prod-api/api/sysUser?page=0&size=20', { headers: { Authorization: localStorage.getItem('access_token') ?? '' } });
  const body = (await response.json()) as { content: User[]; totalElements: number };
  return { rows: body.content, total: body.totalElements };
}
