/** The manager page (spec §2 admin manager): administrator accounts; schemas in manager.api.ts. */
export const managerPaths = {
  list: 'GET /api/manager/list',
  item: 'GET /api/manager/:userId',
  create: 'POST /api/manager',
  role: 'PUT /api/manager/:userId/role',
  approve: 'POST /api/manager/:userId/approve',
  lock: 'POST /api/manager/:userId/lock',
  unlock: 'POST /api/manager/:userId/unlock',
  otpReset: 'POST /api/manager/:userId/otp-reset',
  remove: 'DELETE /api/manager/:userId',
} as const;
