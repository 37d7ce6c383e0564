import { config } from 'chai';

// A failed assertion shows the whole value: "expected [ Array(1) ] to deeply equal []" says nothing about which
// request failed in a browser test, and a flaky failure in CI is often seen only once.
config.truncateThreshold = 0;
