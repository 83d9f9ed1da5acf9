import { deployedDependencies } from '../_shared/denoRuntime.ts';
import { createGetCryptoClientDataHandler } from '../_shared/getCryptoClientData.ts';

Deno.serve(createGetCryptoClientDataHandler(deployedDependencies()));
