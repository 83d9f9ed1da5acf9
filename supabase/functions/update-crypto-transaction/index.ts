import { deployedDependencies } from '../_shared/denoRuntime.ts';
import { createUpdateCryptoTransactionHandler } from '../_shared/updateCryptoTransaction.ts';

Deno.serve(createUpdateCryptoTransactionHandler(deployedDependencies()));
