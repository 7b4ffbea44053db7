import type { FastifyPluginAsync } from 'fastify';
import { cashCountRoutes } from './cash-count/cash-count.routes';
import { checklistsRoutes } from './checklists/checklists.routes';
import { commSheetRoutes } from './comm-sheet/comm-sheet.routes';
import { dailyChecklistRoutes } from './daily-checklist/daily-checklist.routes';
import { mediaRoutes } from './media/media.routes';
import { wasteLogRoutes } from './waste-log/waste-log.routes';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { profileRoutes } from './profile/profile.routes';
import { rolesRoutes } from './roles/roles.routes';
import { storeAdminRoutes } from './stores/store-admin.routes';
import { storesRoutes } from './stores/stores.routes';
import { userAccessRoutes } from './user-access/user-access.routes';
import { usersRoutes } from './users/users.routes';

/** Every feature's routes, under /api. */
export const featureRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(storesRoutes);
  await app.register(storeAdminRoutes);
  await app.register(profileRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
  await app.register(userAccessRoutes);
  await app.register(mediaRoutes);
  await app.register(commSheetRoutes);
  await app.register(dailyChecklistRoutes);
  await app.register(cashCountRoutes);
  await app.register(wasteLogRoutes);
  await app.register(checklistsRoutes);
};
