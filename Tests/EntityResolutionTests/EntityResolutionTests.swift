// Tests for EntityResolution.
