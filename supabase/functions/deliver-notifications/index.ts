import { deployedDependencies } from '../_shared/denoRuntime.ts';
import { createDeliverNotificationsHandler } from '../_shared/deliverNotifications.ts';

Deno.serve(createDeliverNotificationsHandler(deployedDependencies()));
