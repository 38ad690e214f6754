// Tests for TodoKit.
