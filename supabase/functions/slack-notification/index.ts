import { deployedDependencies } from '../_shared/denoRuntime.ts';
import { createSlackNotificationHandler } from '../_shared/slackNotification.ts';

Deno.serve(createSlackNotificationHandler(deployedDependencies()));
