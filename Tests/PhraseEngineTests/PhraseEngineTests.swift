// Tests for PhraseEngine.
