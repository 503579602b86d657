export { handlerEntry, implementedEndpoints } from '../registry';
