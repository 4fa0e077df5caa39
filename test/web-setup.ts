/**
 * Every component test file (Vitest project `web`, happy-dom): the DOM matchers of jest-dom
 * (`toBeVisible`, `toHaveValue`, `toHaveAccessibleName`, …), and React Testing Library unmounts
 * what a test rendered after it (issue #29).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
