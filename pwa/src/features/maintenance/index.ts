// The maintenance status the app gate polls; the page itself loads lazily from routes.
export { APP_MAINTENANCE_QUERY_OPTIONS, maintenanceApi } from './maintenance-api';
