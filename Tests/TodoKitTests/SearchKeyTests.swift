import Testing

@testable import TodoKit

@Suite struct SearchKeyTests {
    @Test(arguments: [("Ｂｕｙ　ミルク", "buy みるく"), ("GROCERIES", "groceries"), ("ｶﾞｯｺｳ", "がっこう"), ("  a \t b ", "a b")])
    func searchKeyFolds(text: String, folded: String) {
        #expect(SearchKey.fold(text) == folded)
    }
}
