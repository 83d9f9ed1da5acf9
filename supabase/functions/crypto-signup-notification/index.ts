import { deployedDependencies } from '../_shared/denoRuntime.ts';
import { createCryptoSignupNotificationHandler } from '../_shared/cryptoSignupNotification.ts';

Deno.serve(createCryptoSignupNotificationHandler(deployedDependencies()));
