export { formatAge, formatMessages, formatPrice, formatRoubles } from './format';
