// Tests for SpokenValues.
