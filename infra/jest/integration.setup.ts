// Integration tests start processes and wait on queues; jest's 5 s default is too short.
jest.setTimeout(90_000);
