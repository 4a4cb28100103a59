import { usePasswordCost } from '../../src/modules/auth/password.ts';

// Every test file hashes at argon2's cheapest; the production cost has its own test.
usePasswordCost('test');
