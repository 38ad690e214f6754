// The SpeechText module. See docs/ARCHITECTURE.md for its place in the data flow.
