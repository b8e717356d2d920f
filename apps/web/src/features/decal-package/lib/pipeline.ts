/** The heavy part of the feature (engine, jszip, worker client), loaded on demand by the hook. */
export { buildDecalPackage, cancelPrebuild, prebuildPackage } from './build-package';
export { zipPackage } from './zip-package';
export { writePackageToFolder } from './install-to-folder';
export { warmUpPackageWorker } from '../workers/worker-pool';
