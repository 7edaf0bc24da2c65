import AlertLintCore

/// A JSON-RPC request id: LSP allows integers and strings.
enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    case string(String)

    init?(_ value: JSONValue) {
        switch value {
        case .integer(let number): self = .integer(number)
        case .string(let text): self = .string(text)
        default: return nil
        }
    }

    var json: JSONValue {
        switch self {
        case .integer(let number): return .integer(number)
        case .string(let text): return .string(text)
        }
    }

    var description: String {
        switch self {
        case .integer(let number): return String(number)
        case .string(let text): return "\"\(text)\""
        }
    }
}

/// One incoming JSON-RPC message, classified.
enum RPCMessage: Sendable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID, result: JSONValue?, error: JSONValue?)
    /// Valid JSON that is not a JSON-RPC message; `id` when one could be read.
    case invalid(id: RequestID?, reason: String)

    init(_ value: JSONValue) {
        guard case .object(let object) = value else {
            self = .invalid(id: nil, reason: "a JSON-RPC message must be an object, found \(value.typeName)")
            return
        }
        let id = object["id"].flatMap(RequestID.init)
        guard object["jsonrpc"] == .string("2.0") else {
            self = .invalid(id: id, reason: "\"jsonrpc\" must be \"2.0\"")
            return
        }
        if let rawID = object["id"], id == nil, !rawID.isNull {
            self = .invalid(id: nil, reason: "\"id\" must be an integer or a string, found \(rawID.typeName)")
            return
        }
        let params = object["params"]
        if let params, !params.isNull, params.objectValue == nil, params.arrayValue == nil {
            self = .invalid(id: id, reason: "\"params\" must be an object or an array, found \(params.typeName)")
            return
        }
        if let methodValue = object["method"] {
            guard let method = methodValue.stringValue else {
                self = .invalid(id: id, reason: "\"method\" must be a string, found \(methodValue.typeName)")
                return
            }
            let cleanParams = params?.isNull == true ? nil : params
            if let id {
                self = .request(id: id, method: method, params: cleanParams)
            } else if object["id"] != nil {
                self = .invalid(id: nil, reason: "\"id\" must not be null in a request")
            } else {
                self = .notification(method: method, params: cleanParams)
            }
            return
        }
        if let id, object["result"] != nil || object["error"] != nil {
            self = .response(id: id, result: object["result"], error: object["error"])
            return
        }
        self = .invalid(
            id: id, reason: "a JSON-RPC message needs a \"method\" (request or notification) or a \"result\"/\"error\" (response)")
    }
}

/// JSON-RPC and LSP error codes.
enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestFailed = -32803
    case contentModified = -32801
    case requestCancelled = -32800
}

/// An error a handler returns; becomes the response's `error`.
struct RPCError: Error {
    var code: ErrorCode
    var message: String

    init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    static func invalidParams(_ message: String) -> RPCError { RPCError(.invalidParams, message) }

    var json: JSONValue { ["code": .integer(code.rawValue), "message": .string(message)] }
}

enum RPC {
    static func response(id: RequestID?, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result]
    }

    static func response(id: RequestID?, error: RPCError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// `params` is left out when null: JSON-RPC allows only an object or an array there.
    static func request(id: RequestID, _ method: String, _ params: JSONValue) -> JSONValue {
        var message = JSONObject([("jsonrpc", "2.0"), ("id", id.json), ("method", .string(method))])
        if !params.isNull { message["params"] = params }
        return .object(message)
    }
}
