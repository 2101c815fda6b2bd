import { DEFAULT_BRANDING, type RuntimeEnvironment } from '../../common/environment.ts';
import { memoryStorage } from '../services/storage.ts';
import { createKernel, type Kernel } from './create-kernel.ts';

export const TEST_ENVIRONMENT: RuntimeEnvironment = {
  version: '0.1.0',
  branding: { ...DEFAULT_BRANDING, customerName: 'Test Customer' },
  // No backend in component tests: a failing ping would send every test to the limited-mode page.
  statusMonitoring: false,
};

/** A kernel with in-memory storage, for tests. */
export function createTestKernel(storage = memoryStorage()): Kernel {
  return createKernel({ environment: TEST_ENVIRONMENT, storage });
}
