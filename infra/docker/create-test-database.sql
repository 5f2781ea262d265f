-- The test database beside the application one (npm test migrates and clones it).
CREATE DATABASE asiguro_test OWNER asiguro;
