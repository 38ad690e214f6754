// Tests for IntentTodoCLI.
