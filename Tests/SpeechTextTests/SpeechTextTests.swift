// Tests for SpeechText.
