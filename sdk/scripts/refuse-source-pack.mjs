#!/usr/bin/env node
// This folder is the SDK's source, resolved by the workspace; the package is the build in sdk/dist.
// Packing here would ship TypeScript sources and a dependency on the private core.
console.error('Pack the built SDK instead: npm run build -w @ontobench/sdk && npm pack ./sdk/dist');
process.exit(1);
