extension AlertSite {
    /// From the first byte any part of the site covers (its construction, its copy, its buttons and
    /// the statements that add them) to the last: the lines an alert occupies in its file.
    public var span: ByteRange { SiteExtent.span(of: self) ?? range }
}
