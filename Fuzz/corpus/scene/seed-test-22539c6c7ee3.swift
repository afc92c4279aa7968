        import SwiftUI
        struct Folder: Identifiable {
            let id: Int
            var name: String
        }
        struct FolderList: View {
            @State private var folders = [Folder(id: 1, name: "Work"), Folder(id: 2, name: "Travel")]
            @State private var showsDeleteAlert = false
            var body: some View {
                VStack(spacing: 12) {
                    ForEach(folders) { folder in
                        Text(folder.name)
                            .padding()
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .glassEffect(in: .rect(cornerRadius: 16))
                            .contextMenu {
                                Button("Rename", systemImage: "pencil") { }
                                Button("Delete", systemImage: "trash", role: .destructive) {
                                    showsDeleteAlert = true
                                }
                            }
                    }
                }
                .padding()
                .alert("Delete folder?", isPresented: $showsDeleteAlert) {
                    Button("Delete", role: .destructive) { }
                }
            }
        }