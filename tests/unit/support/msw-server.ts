// One msw server for every unit test; strict, so an unexpected call fails the test.
import { setupServer } from 'msw/node';

export const server = setupServer();
