// The billing module's public face: what other modules and the composition root use of it.
// Import from here ('../billing'), never a file inside the folder (docs/api.md#module-floors).
export { BillingModule } from './billing.module';
export { Payment } from './payment.entity';
export { type PaystackSandbox, startPaystackSandbox } from './paystack/paystack-sandbox';
export { planById } from './plans';
