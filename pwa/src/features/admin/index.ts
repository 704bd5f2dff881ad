// The super-admin check the app gate and the account menu need; the dashboard itself loads lazily from routes.
export { useSuperAdminCheck, type AdminCheck } from './access/use-super-admin';
