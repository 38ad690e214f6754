// Tests for TodoVoice.
