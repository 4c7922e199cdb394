import { adminUserDetailSchema, adminUserSchema, deletedUserSchema } from './admin-answer-schemas.js';
import { dashboardSchema } from './dashboard.admin-responses.js';
import { adminPageSchema, envelopeSchema } from './http.js';
import { adminOrderRowSchema, adminOrderSchema } from './orders.admin-responses.js';

/**
 * The back office's answers by name (each starts with 'admin'), kept apart from answers.ts
 * so that the shop's first request does not carry them: only admin screens load this.
 */
export const adminAnswers = {
  adminUsers: envelopeSchema(adminPageSchema(adminUserSchema)),
  adminUser: envelopeSchema(adminUserSchema),
  adminUserDetail: envelopeSchema(adminUserDetailSchema),
  adminDeletedUser: envelopeSchema(deletedUserSchema),
  adminOrders: envelopeSchema(adminPageSchema(adminOrderRowSchema)),
  adminOrder: envelopeSchema(adminOrderSchema),
  adminDashboard: envelopeSchema(dashboardSchema),
};
